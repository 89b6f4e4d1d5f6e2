/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Offer_AllInputs */

const en_trips_offer_all = /** @type {(inputs: Trips_Offer_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offer all accepted sightings to the catalogue`)
};

const es_trips_offer_all = /** @type {(inputs: Trips_Offer_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ofrecer todos los avistamientos aceptados al catálogo`)
};

const de_trips_offer_all = /** @type {(inputs: Trips_Offer_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle angenommenen Sichtungen dem Katalog anbieten`)
};

const fr_trips_offer_all = /** @type {(inputs: Trips_Offer_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proposer toutes les observations acceptées au catalogue`)
};

const zh_hans1_trips_offer_all = /** @type {(inputs: Trips_Offer_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`将所有已接受的目击记录提供给目录`)
};

/**
* | output |
* | --- |
* | "Offer all accepted sightings to the catalogue" |
*
* @param {Trips_Offer_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_offer_all = /** @type {((inputs?: Trips_Offer_AllInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Offer_AllInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_offer_all(inputs)
	if (locale === "de") return de_trips_offer_all(inputs)
	if (locale === "fr") return fr_trips_offer_all(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_offer_all(inputs)
	return en_trips_offer_all(inputs)
});