/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ done: NonNullable<unknown>, total: NonNullable<unknown>, sent: NonNullable<unknown>, size: NonNullable<unknown> }} Trips_ProgressInputs */

const en_trips_progress = /** @type {(inputs: Trips_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} of ${i?.total} photos sent, ${i?.sent} of ${i?.size}`)
};

const es_trips_progress = /** @type {(inputs: Trips_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} de ${i?.total} fotos enviadas, ${i?.sent} de ${i?.size}`)
};

const de_trips_progress = /** @type {(inputs: Trips_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} von ${i?.total} Fotos gesendet, ${i?.sent} von ${i?.size}`)
};

const fr_trips_progress = /** @type {(inputs: Trips_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} photos envoyées sur ${i?.total}, ${i?.sent} sur ${i?.size}`)
};

const zh_hans1_trips_progress = /** @type {(inputs: Trips_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已发送 ${i?.done}/${i?.total} 张照片，${i?.sent}/${i?.size}`)
};

/**
* | output |
* | --- |
* | "{done} of {total} photos sent, {sent} of {size}" |
*
* @param {Trips_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_progress = /** @type {((inputs: Trips_ProgressInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_ProgressInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_progress(inputs)
	if (locale === "de") return de_trips_progress(inputs)
	if (locale === "fr") return fr_trips_progress(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_progress(inputs)
	return en_trips_progress(inputs)
});