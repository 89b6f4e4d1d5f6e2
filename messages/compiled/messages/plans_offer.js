/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ remaining: NonNullable<unknown>, total: NonNullable<unknown> }} Plans_OfferInputs */

const en_plans_offer = /** @type {(inputs: Plans_OfferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Limited Time Offer: ${i?.remaining} of ${i?.total} lifetime subscriptions remaining!`)
};

const es_plans_offer = /** @type {(inputs: Plans_OfferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Oferta por tiempo limitado: ¡quedan ${i?.remaining} de ${i?.total} suscripciones vitalicias!`)
};

const de_plans_offer = /** @type {(inputs: Plans_OfferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Angebot für kurze Zeit: noch ${i?.remaining} von ${i?.total} lebenslangen Abos verfügbar!`)
};

const fr_plans_offer = /** @type {(inputs: Plans_OfferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Offre limitée : plus que ${i?.remaining} abonnements à vie sur ${i?.total} !`)
};

const zh_hans1_plans_offer = /** @type {(inputs: Plans_OfferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`限时优惠：终身订阅剩余 ${i?.remaining} 个，共 ${i?.total} 个！`)
};

/**
* | output |
* | --- |
* | "Limited Time Offer: {remaining} of {total} lifetime subscriptions remaining!" |
*
* @param {Plans_OfferInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_offer = /** @type {((inputs: Plans_OfferInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_OfferInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_offer(inputs)
	if (locale === "de") return de_plans_offer(inputs)
	if (locale === "fr") return fr_plans_offer(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_offer(inputs)
	return en_plans_offer(inputs)
});