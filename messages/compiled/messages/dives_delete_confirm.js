/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Delete_ConfirmInputs */

const en_dives_delete_confirm = /** @type {(inputs: Dives_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

const es_dives_delete_confirm = /** @type {(inputs: Dives_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar`)
};

const de_dives_delete_confirm = /** @type {(inputs: Dives_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Löschen`)
};

const fr_dives_delete_confirm = /** @type {(inputs: Dives_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer`)
};

const zh_hans1_dives_delete_confirm = /** @type {(inputs: Dives_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除`)
};

/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Dives_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_delete_confirm = /** @type {((inputs?: Dives_Delete_ConfirmInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Delete_ConfirmInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_delete_confirm(inputs)
	if (locale === "de") return de_dives_delete_confirm(inputs)
	if (locale === "fr") return fr_dives_delete_confirm(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_delete_confirm(inputs)
	return en_dives_delete_confirm(inputs)
});