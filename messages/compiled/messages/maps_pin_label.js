/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_Pin_LabelInputs */

const en_maps_pin_label = /** @type {(inputs: Maps_Pin_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map: click or tap to pin where the photo was taken`)
};

const es_maps_pin_label = /** @type {(inputs: Maps_Pin_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mapa: haz clic o toca para marcar dónde se hizo la foto`)
};

const de_maps_pin_label = /** @type {(inputs: Maps_Pin_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte: Klicke oder tippe, um den Aufnahmeort zu markieren`)
};

const fr_maps_pin_label = /** @type {(inputs: Maps_Pin_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte : cliquez ou touchez pour épingler le lieu de la photo`)
};

const zh_hans1_maps_pin_label = /** @type {(inputs: Maps_Pin_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地图：点击或轻触以标记照片的拍摄地点`)
};

/**
* | output |
* | --- |
* | "Map: click or tap to pin where the photo was taken" |
*
* @param {Maps_Pin_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_pin_label = /** @type {((inputs?: Maps_Pin_LabelInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_Pin_LabelInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_pin_label(inputs)
	if (locale === "de") return de_maps_pin_label(inputs)
	if (locale === "fr") return fr_maps_pin_label(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_pin_label(inputs)
	return en_maps_pin_label(inputs)
});