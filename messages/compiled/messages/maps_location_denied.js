/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_Location_DeniedInputs */

const en_maps_location_denied = /** @type {(inputs: Maps_Location_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location access was denied. Allow it in your browser's site settings, or pin the place on the map.`)
};

const es_maps_location_denied = /** @type {(inputs: Maps_Location_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se denegó el acceso a la ubicación. Permítelo en los ajustes del sitio de tu navegador o marca el lugar en el mapa.`)
};

const de_maps_location_denied = /** @type {(inputs: Maps_Location_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Zugriff auf den Standort wurde verweigert. Erlaube ihn in den Website-Einstellungen deines Browsers oder markiere den Ort auf der Karte.`)
};

const fr_maps_location_denied = /** @type {(inputs: Maps_Location_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’accès à la position a été refusé. Autorisez-le dans les réglages du site de votre navigateur, ou épinglez le lieu sur la carte.`)
};

const zh_hans1_maps_location_denied = /** @type {(inputs: Maps_Location_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`位置访问被拒绝。请在浏览器的网站设置中允许，或在地图上标记地点。`)
};

/**
* | output |
* | --- |
* | "Location access was denied. Allow it in your browser's site settings, or pin the place on the map." |
*
* @param {Maps_Location_DeniedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_location_denied = /** @type {((inputs?: Maps_Location_DeniedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_Location_DeniedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_location_denied(inputs)
	if (locale === "de") return de_maps_location_denied(inputs)
	if (locale === "fr") return fr_maps_location_denied(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_location_denied(inputs)
	return en_maps_location_denied(inputs)
});