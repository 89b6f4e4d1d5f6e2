/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Review_TitleInputs */

const en_trips_review_title = /** @type {(inputs: Trips_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review`)
};

const es_trips_review_title = /** @type {(inputs: Trips_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisión`)
};

const de_trips_review_title = /** @type {(inputs: Trips_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prüfen`)
};

const fr_trips_review_title = /** @type {(inputs: Trips_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification`)
};

const zh_hans1_trips_review_title = /** @type {(inputs: Trips_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`审核`)
};

/**
* | output |
* | --- |
* | "Review" |
*
* @param {Trips_Review_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_review_title = /** @type {((inputs?: Trips_Review_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Review_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_review_title(inputs)
	if (locale === "de") return de_trips_review_title(inputs)
	if (locale === "fr") return fr_trips_review_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_review_title(inputs)
	return en_trips_review_title(inputs)
});