/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ done: NonNullable<unknown>, total: NonNullable<unknown> }} Trips_PreparingInputs */

const en_trips_preparing = /** @type {(inputs: Trips_PreparingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Preparing photo ${i?.done} of ${i?.total}…`)
};

const es_trips_preparing = /** @type {(inputs: Trips_PreparingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Preparando la foto ${i?.done} de ${i?.total}…`)
};

const de_trips_preparing = /** @type {(inputs: Trips_PreparingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.done} von ${i?.total} wird vorbereitet…`)
};

const fr_trips_preparing = /** @type {(inputs: Trips_PreparingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Préparation de la photo ${i?.done} sur ${i?.total}…`)
};

const zh_hans1_trips_preparing = /** @type {(inputs: Trips_PreparingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`正在准备第 ${i?.done} 张照片，共 ${i?.total} 张…`)
};

/**
* | output |
* | --- |
* | "Preparing photo {done} of {total}…" |
*
* @param {Trips_PreparingInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_preparing = /** @type {((inputs: Trips_PreparingInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_PreparingInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_preparing(inputs)
	if (locale === "de") return de_trips_preparing(inputs)
	if (locale === "fr") return fr_trips_preparing(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_preparing(inputs)
	return en_trips_preparing(inputs)
});