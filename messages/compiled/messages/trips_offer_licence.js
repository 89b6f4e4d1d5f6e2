/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Offer_LicenceInputs */

const en_trips_offer_licence = /** @type {(inputs: Trips_Offer_LicenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Licence`)
};

const es_trips_offer_licence = /** @type {(inputs: Trips_Offer_LicenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Licencia`)
};

const de_trips_offer_licence = /** @type {(inputs: Trips_Offer_LicenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lizenz`)
};

const fr_trips_offer_licence = /** @type {(inputs: Trips_Offer_LicenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Licence d’utilisation`)
};

const zh_hans1_trips_offer_licence = /** @type {(inputs: Trips_Offer_LicenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`许可`)
};

/**
* | output |
* | --- |
* | "Licence" |
*
* @param {Trips_Offer_LicenceInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_offer_licence = /** @type {((inputs?: Trips_Offer_LicenceInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Offer_LicenceInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_offer_licence(inputs)
	if (locale === "de") return de_trips_offer_licence(inputs)
	if (locale === "fr") return fr_trips_offer_licence(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_offer_licence(inputs)
	return en_trips_offer_licence(inputs)
});