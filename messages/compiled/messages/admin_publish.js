/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_PublishInputs */

const en_admin_publish = /** @type {(inputs: Admin_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publish`)
};

const es_admin_publish = /** @type {(inputs: Admin_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicar`)
};

const de_admin_publish = /** @type {(inputs: Admin_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veröffentlichen`)
};

const fr_admin_publish = /** @type {(inputs: Admin_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publier`)
};

const zh_hans1_admin_publish = /** @type {(inputs: Admin_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`发布`)
};

/**
* | output |
* | --- |
* | "Publish" |
*
* @param {Admin_PublishInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_publish = /** @type {((inputs?: Admin_PublishInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_PublishInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_publish(inputs)
	if (locale === "de") return de_admin_publish(inputs)
	if (locale === "fr") return fr_admin_publish(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_publish(inputs)
	return en_admin_publish(inputs)
});