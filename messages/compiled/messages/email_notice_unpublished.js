/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Email_Notice_UnpublishedInputs */

const en_email_notice_unpublished = /** @type {(inputs: Email_Notice_UnpublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your photo of ${i?.name} was taken out of the public catalogue.`)
};

const es_email_notice_unpublished = /** @type {(inputs: Email_Notice_UnpublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu foto de ${i?.name} se ha retirado del catálogo público.`)
};

const de_email_notice_unpublished = /** @type {(inputs: Email_Notice_UnpublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Foto von ${i?.name} wurde aus dem öffentlichen Katalog genommen.`)
};

const fr_email_notice_unpublished = /** @type {(inputs: Email_Notice_UnpublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre photo de ${i?.name} a été retirée du catalogue public.`)
};

const zh_hans1_email_notice_unpublished = /** @type {(inputs: Email_Notice_UnpublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你拍摄的${i?.name}照片已从公开目录中移除。`)
};

/**
* | output |
* | --- |
* | "Your photo of {name} was taken out of the public catalogue." |
*
* @param {Email_Notice_UnpublishedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const email_notice_unpublished = /** @type {((inputs: Email_Notice_UnpublishedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Notice_UnpublishedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_notice_unpublished(inputs)
	if (locale === "de") return de_email_notice_unpublished(inputs)
	if (locale === "fr") return fr_email_notice_unpublished(inputs)
	if (locale === "zh-Hans") return zh_hans1_email_notice_unpublished(inputs)
	return en_email_notice_unpublished(inputs)
});