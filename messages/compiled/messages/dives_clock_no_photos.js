/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Clock_No_PhotosInputs */

const en_dives_clock_no_photos = /** @type {(inputs: Dives_Clock_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None of your photos with a date was taken near this dive. Add photos from this dive first.`)
};

const es_dives_clock_no_photos = /** @type {(inputs: Dives_Clock_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna de tus fotos con fecha se hizo cerca de esta inmersión. Añade primero fotos de esta inmersión.`)
};

const de_dives_clock_no_photos = /** @type {(inputs: Dives_Clock_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keines deiner Fotos mit Datum wurde in der Nähe dieses Tauchgangs aufgenommen. Füge zuerst Fotos von diesem Tauchgang hinzu.`)
};

const fr_dives_clock_no_photos = /** @type {(inputs: Dives_Clock_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune de vos photos datées n'a été prise autour de cette plongée. Ajoutez d'abord des photos de cette plongée.`)
};

const zh_hans1_dives_clock_no_photos = /** @type {(inputs: Dives_Clock_No_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你带日期的照片中没有在这次潜水前后拍摄的。请先添加这次潜水的照片。`)
};

/**
* | output |
* | --- |
* | "None of your photos with a date was taken near this dive. Add photos from this dive first." |
*
* @param {Dives_Clock_No_PhotosInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_clock_no_photos = /** @type {((inputs?: Dives_Clock_No_PhotosInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Clock_No_PhotosInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_clock_no_photos(inputs)
	if (locale === "de") return de_dives_clock_no_photos(inputs)
	if (locale === "fr") return fr_dives_clock_no_photos(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_clock_no_photos(inputs)
	return en_dives_clock_no_photos(inputs)
});