/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Error_Trips_LimitInputs */

const en_error_trips_limit = /** @type {(inputs: Error_Trips_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An account holds at most ${i?.max} trips. Please delete one before starting another.`)
};

const es_error_trips_limit = /** @type {(inputs: Error_Trips_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una cuenta tiene como máximo ${i?.max} viajes. Borra uno antes de empezar otro.`)
};

const de_error_trips_limit = /** @type {(inputs: Error_Trips_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Konto hat höchstens ${i?.max} Reisen. Bitte lösche eine, bevor du eine neue beginnst.`)
};

const fr_error_trips_limit = /** @type {(inputs: Error_Trips_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un compte contient au plus ${i?.max} voyages. Supprimez-en un avant d’en commencer un autre.`)
};

const zh_hans1_error_trips_limit = /** @type {(inputs: Error_Trips_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`一个账户最多有 ${i?.max} 个行程。请先删除一个，再开始新的行程。`)
};

/**
* | output |
* | --- |
* | "An account holds at most {max} trips. Please delete one before starting another." |
*
* @param {Error_Trips_LimitInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_trips_limit = /** @type {((inputs: Error_Trips_LimitInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Trips_LimitInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_trips_limit(inputs)
	if (locale === "de") return de_error_trips_limit(inputs)
	if (locale === "fr") return fr_error_trips_limit(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_trips_limit(inputs)
	return en_error_trips_limit(inputs)
});