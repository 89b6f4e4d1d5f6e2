/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Limit_Signed_OutInputs */

const en_error_limit_signed_out = /** @type {(inputs: Error_Limit_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please register for more identifications or subscribe for unlimited access.`)
};

const es_error_limit_signed_out = /** @type {(inputs: Error_Limit_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regístrate para tener más identificaciones o suscríbete para identificar sin límite.`)
};

const de_error_limit_signed_out = /** @type {(inputs: Error_Limit_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registriere dich für weitere Bestimmungen oder schließe ein Abo für unbegrenzten Zugang ab.`)
};

const fr_error_limit_signed_out = /** @type {(inputs: Error_Limit_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrivez-vous pour plus d’identifications, ou abonnez-vous pour un accès illimité.`)
};

const zh_hans1_error_limit_signed_out = /** @type {(inputs: Error_Limit_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请注册以获得更多识别次数，或订阅以无限次使用。`)
};

/**
* | output |
* | --- |
* | "Please register for more identifications or subscribe for unlimited access." |
*
* @param {Error_Limit_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_limit_signed_out = /** @type {((inputs?: Error_Limit_Signed_OutInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Limit_Signed_OutInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_limit_signed_out(inputs)
	if (locale === "de") return de_error_limit_signed_out(inputs)
	if (locale === "fr") return fr_error_limit_signed_out(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_limit_signed_out(inputs)
	return en_error_limit_signed_out(inputs)
});