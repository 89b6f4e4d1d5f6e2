/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Stopped_CaptionInputs */

const en_admin_stopped_caption = /** @type {(inputs: Admin_Stopped_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answers that stopped above species where the experts named a species`)
};

const es_admin_stopped_caption = /** @type {(inputs: Admin_Stopped_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuestas que se detuvieron por encima de la especie cuando los expertos nombraron una especie`)
};

const de_admin_stopped_caption = /** @type {(inputs: Admin_Stopped_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antworten, die oberhalb der Art stehen blieben, wo Experten eine Art nannten`)
};

const fr_admin_stopped_caption = /** @type {(inputs: Admin_Stopped_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réponses arrêtées au-dessus de l’espèce là où les experts ont nommé une espèce`)
};

const zh_hans1_admin_stopped_caption = /** @type {(inputs: Admin_Stopped_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`专家给出了物种、而回答停在种以上级别的情况`)
};

/**
* | output |
* | --- |
* | "Answers that stopped above species where the experts named a species" |
*
* @param {Admin_Stopped_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_stopped_caption = /** @type {((inputs?: Admin_Stopped_CaptionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Stopped_CaptionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_stopped_caption(inputs)
	if (locale === "de") return de_admin_stopped_caption(inputs)
	if (locale === "fr") return fr_admin_stopped_caption(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_stopped_caption(inputs)
	return en_admin_stopped_caption(inputs)
});