/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Stage_PreparingInputs */

const en_identify_stage_preparing = /** @type {(inputs: Identify_Stage_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparing your photo…`)
};

const es_identify_stage_preparing = /** @type {(inputs: Identify_Stage_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparando tu foto…`)
};

const de_identify_stage_preparing = /** @type {(inputs: Identify_Stage_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Foto wird vorbereitet…`)
};

const fr_identify_stage_preparing = /** @type {(inputs: Identify_Stage_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préparation de votre photo…`)
};

const zh_hans1_identify_stage_preparing = /** @type {(inputs: Identify_Stage_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在准备你的照片…`)
};

/**
* | output |
* | --- |
* | "Preparing your photo…" |
*
* @param {Identify_Stage_PreparingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_stage_preparing = /** @type {((inputs?: Identify_Stage_PreparingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Stage_PreparingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_stage_preparing(inputs)
	if (locale === "de") return de_identify_stage_preparing(inputs)
	if (locale === "fr") return fr_identify_stage_preparing(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_stage_preparing(inputs)
	return en_identify_stage_preparing(inputs)
});