/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Please_WaitInputs */

const en_plans_please_wait = /** @type {(inputs: Plans_Please_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please wait…`)
};

const es_plans_please_wait = /** @type {(inputs: Plans_Please_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un momento…`)
};

const de_plans_please_wait = /** @type {(inputs: Plans_Please_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte warten…`)
};

const fr_plans_please_wait = /** @type {(inputs: Plans_Please_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez patienter…`)
};

const zh_hans1_plans_please_wait = /** @type {(inputs: Plans_Please_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请稍候…`)
};

/**
* | output |
* | --- |
* | "Please wait…" |
*
* @param {Plans_Please_WaitInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_please_wait = /** @type {((inputs?: Plans_Please_WaitInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Please_WaitInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_please_wait(inputs)
	if (locale === "de") return de_plans_please_wait(inputs)
	if (locale === "fr") return fr_plans_please_wait(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_please_wait(inputs)
	return en_plans_please_wait(inputs)
});