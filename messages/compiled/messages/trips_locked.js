/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_LockedInputs */

const en_trips_locked = /** @type {(inputs: Trips_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Being identified`)
};

const es_trips_locked = /** @type {(inputs: Trips_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En identificación`)
};

const de_trips_locked = /** @type {(inputs: Trips_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird bestimmt`)
};

const fr_trips_locked = /** @type {(inputs: Trips_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En cours d'identification`)
};

const zh_hans1_trips_locked = /** @type {(inputs: Trips_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别中`)
};

/**
* | output |
* | --- |
* | "Being identified" |
*
* @param {Trips_LockedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_locked = /** @type {((inputs?: Trips_LockedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_LockedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_locked(inputs)
	if (locale === "de") return de_trips_locked(inputs)
	if (locale === "fr") return fr_trips_locked(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_locked(inputs)
	return en_trips_locked(inputs)
});