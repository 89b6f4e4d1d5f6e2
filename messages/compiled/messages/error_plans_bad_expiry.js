/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Plans_Bad_ExpiryInputs */

const en_error_plans_bad_expiry = /** @type {(inputs: Error_Plans_Bad_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The expiry must be a valid date in the future`)
};

const es_error_plans_bad_expiry = /** @type {(inputs: Error_Plans_Bad_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha de vencimiento debe ser una fecha válida en el futuro`)
};

const de_error_plans_bad_expiry = /** @type {(inputs: Error_Plans_Bad_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Ablaufdatum muss ein gültiges Datum in der Zukunft sein`)
};

const fr_error_plans_bad_expiry = /** @type {(inputs: Error_Plans_Bad_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La date d’expiration doit être une date valide dans le futur`)
};

const zh_hans1_error_plans_bad_expiry = /** @type {(inputs: Error_Plans_Bad_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`到期日必须是一个有效的未来日期`)
};

/**
* | output |
* | --- |
* | "The expiry must be a valid date in the future" |
*
* @param {Error_Plans_Bad_ExpiryInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_plans_bad_expiry = /** @type {((inputs?: Error_Plans_Bad_ExpiryInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Plans_Bad_ExpiryInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_plans_bad_expiry(inputs)
	if (locale === "de") return de_error_plans_bad_expiry(inputs)
	if (locale === "fr") return fr_error_plans_bad_expiry(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_plans_bad_expiry(inputs)
	return en_error_plans_bad_expiry(inputs)
});