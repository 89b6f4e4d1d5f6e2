/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Confirm_CancellationInputs */

const en_plans_confirm_cancellation = /** @type {(inputs: Plans_Confirm_CancellationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm cancellation`)
};

const es_plans_confirm_cancellation = /** @type {(inputs: Plans_Confirm_CancellationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar la cancelación`)
};

const de_plans_confirm_cancellation = /** @type {(inputs: Plans_Confirm_CancellationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kündigung bestätigen`)
};

const fr_plans_confirm_cancellation = /** @type {(inputs: Plans_Confirm_CancellationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer la résiliation`)
};

const zh_hans1_plans_confirm_cancellation = /** @type {(inputs: Plans_Confirm_CancellationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`确认取消`)
};

/**
* | output |
* | --- |
* | "Confirm cancellation" |
*
* @param {Plans_Confirm_CancellationInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_confirm_cancellation = /** @type {((inputs?: Plans_Confirm_CancellationInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Confirm_CancellationInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_confirm_cancellation(inputs)
	if (locale === "de") return de_plans_confirm_cancellation(inputs)
	if (locale === "fr") return fr_plans_confirm_cancellation(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_confirm_cancellation(inputs)
	return en_plans_confirm_cancellation(inputs)
});