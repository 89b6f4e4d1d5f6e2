/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, price: NonNullable<unknown> }} Trips_Needs_PlanInputs */

const en_trips_needs_plan = /** @type {(inputs: Trips_Needs_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} past your free identifications: a plan identifies them, from ${i?.price}.`)
};

const es_trips_needs_plan = /** @type {(inputs: Trips_Needs_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} superan tus identificaciones gratuitas: un plan las identifica, desde ${i?.price}.`)
};

const de_trips_needs_plan = /** @type {(inputs: Trips_Needs_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} über deine kostenlosen Bestimmungen hinaus: ein Plan bestimmt sie, ab ${i?.price}.`)
};

const fr_trips_needs_plan = /** @type {(inputs: Trips_Needs_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} au-delà de vos identifications gratuites : un forfait les identifie, à partir de ${i?.price}.`)
};

const zh_hans1_trips_needs_plan = /** @type {(inputs: Trips_Needs_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 个超出了你的免费识别次数：订阅方案可以识别它们，${i?.price} 起。`)
};

/**
* | output |
* | --- |
* | "{count} past your free identifications: a plan identifies them, from {price}." |
*
* @param {Trips_Needs_PlanInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_needs_plan = /** @type {((inputs: Trips_Needs_PlanInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Needs_PlanInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_needs_plan(inputs)
	if (locale === "de") return de_trips_needs_plan(inputs)
	if (locale === "fr") return fr_trips_needs_plan(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_needs_plan(inputs)
	return en_trips_needs_plan(inputs)
});