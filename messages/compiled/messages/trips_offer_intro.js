/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Offer_IntroInputs */

const en_trips_offer_intro = /** @type {(inputs: Trips_Offer_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every accepted sighting of this trip goes to the public catalogue under the licence you choose. Experts review each one before it is published.`)
};

const es_trips_offer_intro = /** @type {(inputs: Trips_Offer_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada avistamiento aceptado de este viaje va al catálogo público con la licencia que elijas. Los expertos revisan cada uno antes de publicarlo.`)
};

const de_trips_offer_intro = /** @type {(inputs: Trips_Offer_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede angenommene Sichtung dieser Reise geht unter der gewählten Lizenz in den öffentlichen Katalog. Fachleute prüfen jede, bevor sie veröffentlicht wird.`)
};

const fr_trips_offer_intro = /** @type {(inputs: Trips_Offer_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque observation acceptée de ce voyage va au catalogue public sous la licence choisie. Des experts vérifient chacune avant sa publication.`)
};

const zh_hans1_trips_offer_intro = /** @type {(inputs: Trips_Offer_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此旅行中每个已接受的目击记录都将按你选择的许可进入公开目录。每条记录发布前都由专家审核。`)
};

/**
* | output |
* | --- |
* | "Every accepted sighting of this trip goes to the public catalogue under the licence you choose. Experts review each one before it is published." |
*
* @param {Trips_Offer_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_offer_intro = /** @type {((inputs?: Trips_Offer_IntroInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Offer_IntroInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_offer_intro(inputs)
	if (locale === "de") return de_trips_offer_intro(inputs)
	if (locale === "fr") return fr_trips_offer_intro(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_offer_intro(inputs)
	return en_trips_offer_intro(inputs)
});