/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ remaining: NonNullable<unknown>, total: NonNullable<unknown> }} Plans_Free_RemainingInputs */

const en_plans_free_remaining = /** @type {(inputs: Plans_Free_RemainingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.remaining} of ${i?.total} free identifications remaining.`)
};

const es_plans_free_remaining = /** @type {(inputs: Plans_Free_RemainingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te quedan ${i?.remaining} de ${i?.total} identificaciones gratuitas.`)
};

const de_plans_free_remaining = /** @type {(inputs: Plans_Free_RemainingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Noch ${i?.remaining} von ${i?.total} kostenlosen Bestimmungen übrig.`)
};

const fr_plans_free_remaining = /** @type {(inputs: Plans_Free_RemainingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il vous reste ${i?.remaining} identifications gratuites sur ${i?.total}.`)
};

const zh_hans1_plans_free_remaining = /** @type {(inputs: Plans_Free_RemainingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`免费识别剩余 ${i?.remaining} 次，共 ${i?.total} 次。`)
};

/**
* | output |
* | --- |
* | "{remaining} of {total} free identifications remaining." |
*
* @param {Plans_Free_RemainingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_free_remaining = /** @type {((inputs: Plans_Free_RemainingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Free_RemainingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_free_remaining(inputs)
	if (locale === "de") return de_plans_free_remaining(inputs)
	if (locale === "fr") return fr_plans_free_remaining(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_free_remaining(inputs)
	return en_plans_free_remaining(inputs)
});