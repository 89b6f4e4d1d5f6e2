/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Stage_IdentifyingInputs */

const en_identify_stage_identifying = /** @type {(inputs: Identify_Stage_IdentifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifying the species…`)
};

const es_identify_stage_identifying = /** @type {(inputs: Identify_Stage_IdentifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificando la especie…`)
};

const de_identify_stage_identifying = /** @type {(inputs: Identify_Stage_IdentifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Art wird bestimmt…`)
};

const fr_identify_stage_identifying = /** @type {(inputs: Identify_Stage_IdentifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identification de l’espèce…`)
};

const zh_hans1_identify_stage_identifying = /** @type {(inputs: Identify_Stage_IdentifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在识别物种…`)
};

/**
* | output |
* | --- |
* | "Identifying the species…" |
*
* @param {Identify_Stage_IdentifyingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_stage_identifying = /** @type {((inputs?: Identify_Stage_IdentifyingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Stage_IdentifyingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_stage_identifying(inputs)
	if (locale === "de") return de_identify_stage_identifying(inputs)
	if (locale === "fr") return fr_identify_stage_identifying(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_stage_identifying(inputs)
	return en_identify_stage_identifying(inputs)
});