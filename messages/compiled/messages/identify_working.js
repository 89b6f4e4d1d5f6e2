/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_WorkingInputs */

const en_identify_working = /** @type {(inputs: Identify_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifying your photo…`)
};

const es_identify_working = /** @type {(inputs: Identify_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificando tu foto…`)
};

const de_identify_working = /** @type {(inputs: Identify_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Foto wird bestimmt…`)
};

const fr_identify_working = /** @type {(inputs: Identify_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identification de votre photo…`)
};

const zh_hans1_identify_working = /** @type {(inputs: Identify_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在识别你的照片…`)
};

/**
* | output |
* | --- |
* | "Identifying your photo…" |
*
* @param {Identify_WorkingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_working = /** @type {((inputs?: Identify_WorkingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_WorkingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_working(inputs)
	if (locale === "de") return de_identify_working(inputs)
	if (locale === "fr") return fr_identify_working(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_working(inputs)
	return en_identify_working(inputs)
});