/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Email_Notice_PublishedInputs */

const en_email_notice_published = /** @type {(inputs: Email_Notice_PublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your photo of ${i?.name} is now in the public catalogue.`)
};

const es_email_notice_published = /** @type {(inputs: Email_Notice_PublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu foto de ${i?.name} ya está en el catálogo público.`)
};

const de_email_notice_published = /** @type {(inputs: Email_Notice_PublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Foto von ${i?.name} ist jetzt im öffentlichen Katalog.`)
};

const fr_email_notice_published = /** @type {(inputs: Email_Notice_PublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre photo de ${i?.name} est maintenant dans le catalogue public.`)
};

const zh_hans1_email_notice_published = /** @type {(inputs: Email_Notice_PublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你拍摄的${i?.name}照片已进入公开目录。`)
};

/**
* | output |
* | --- |
* | "Your photo of {name} is now in the public catalogue." |
*
* @param {Email_Notice_PublishedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const email_notice_published = /** @type {((inputs: Email_Notice_PublishedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Notice_PublishedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_notice_published(inputs)
	if (locale === "de") return de_email_notice_published(inputs)
	if (locale === "fr") return fr_email_notice_published(inputs)
	if (locale === "zh-Hans") return zh_hans1_email_notice_published(inputs)
	return en_email_notice_published(inputs)
});