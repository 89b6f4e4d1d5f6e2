/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Offer_ConfirmInputs */

const en_trips_offer_confirm = /** @type {(inputs: Trips_Offer_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offer them`)
};

const es_trips_offer_confirm = /** @type {(inputs: Trips_Offer_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ofrecerlos`)
};

const de_trips_offer_confirm = /** @type {(inputs: Trips_Offer_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anbieten`)
};

const fr_trips_offer_confirm = /** @type {(inputs: Trips_Offer_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les proposer`)
};

const zh_hans1_trips_offer_confirm = /** @type {(inputs: Trips_Offer_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`提供`)
};

/**
* | output |
* | --- |
* | "Offer them" |
*
* @param {Trips_Offer_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_offer_confirm = /** @type {((inputs?: Trips_Offer_ConfirmInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Offer_ConfirmInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_offer_confirm(inputs)
	if (locale === "de") return de_trips_offer_confirm(inputs)
	if (locale === "fr") return fr_trips_offer_confirm(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_offer_confirm(inputs)
	return en_trips_offer_confirm(inputs)
});