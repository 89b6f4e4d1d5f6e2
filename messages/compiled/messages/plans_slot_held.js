/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Plans_Slot_HeldInputs */

const en_plans_slot_held = /** @type {(inputs: Plans_Slot_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your lifetime slot is held until ${i?.time}. Unpaid by then, it goes back on sale.`)
};

const es_plans_slot_held = /** @type {(inputs: Plans_Slot_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu plaza vitalicia está reservada hasta las ${i?.time}. Si no se paga antes, vuelve a ponerse a la venta.`)
};

const de_plans_slot_held = /** @type {(inputs: Plans_Slot_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein lebenslanger Platz ist bis ${i?.time} reserviert. Ist er bis dahin nicht bezahlt, geht er zurück in den Verkauf.`)
};

const fr_plans_slot_held = /** @type {(inputs: Plans_Slot_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre place à vie est réservée jusqu'à ${i?.time}. Sans paiement d'ici là, elle est remise en vente.`)
};

const zh_hans1_plans_slot_held = /** @type {(inputs: Plans_Slot_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你的终身名额保留至 ${i?.time}。届时未付款，名额将重新开放购买。`)
};

/**
* | output |
* | --- |
* | "Your lifetime slot is held until {time}. Unpaid by then, it goes back on sale." |
*
* @param {Plans_Slot_HeldInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_slot_held = /** @type {((inputs: Plans_Slot_HeldInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Slot_HeldInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_slot_held(inputs)
	if (locale === "de") return de_plans_slot_held(inputs)
	if (locale === "fr") return fr_plans_slot_held(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_slot_held(inputs)
	return en_plans_slot_held(inputs)
});