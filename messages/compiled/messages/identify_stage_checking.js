/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Stage_CheckingInputs */

const en_identify_stage_checking = /** @type {(inputs: Identify_Stage_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the name with WoRMS…`)
};

const es_identify_stage_checking = /** @type {(inputs: Identify_Stage_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobando el nombre en WoRMS…`)
};

const de_identify_stage_checking = /** @type {(inputs: Identify_Stage_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Name wird in WoRMS geprüft…`)
};

const fr_identify_stage_checking = /** @type {(inputs: Identify_Stage_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification du nom dans WoRMS…`)
};

const zh_hans1_identify_stage_checking = /** @type {(inputs: Identify_Stage_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在通过 WoRMS 核对名称…`)
};

/**
* | output |
* | --- |
* | "Checking the name with WoRMS…" |
*
* @param {Identify_Stage_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_stage_checking = /** @type {((inputs?: Identify_Stage_CheckingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Stage_CheckingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_stage_checking(inputs)
	if (locale === "de") return de_identify_stage_checking(inputs)
	if (locale === "fr") return fr_identify_stage_checking(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_stage_checking(inputs)
	return en_identify_stage_checking(inputs)
});