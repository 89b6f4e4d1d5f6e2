/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maps_Demo_TilesInputs */

const en_maps_demo_tiles = /** @type {(inputs: Maps_Demo_TilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demo map: blank tiles without land, for trying the product out.`)
};

const es_maps_demo_tiles = /** @type {(inputs: Maps_Demo_TilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mapa de demostración: teselas en blanco, sin tierra, para probar el producto.`)
};

const de_maps_demo_tiles = /** @type {(inputs: Maps_Demo_TilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demokarte: leere Kacheln ohne Land, zum Ausprobieren.`)
};

const fr_maps_demo_tiles = /** @type {(inputs: Maps_Demo_TilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte de démonstration : tuiles vides, sans terres, pour essayer le produit.`)
};

const zh_hans1_maps_demo_tiles = /** @type {(inputs: Maps_Demo_TilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`演示地图：没有陆地的空白图块，仅供试用。`)
};

/**
* | output |
* | --- |
* | "Demo map: blank tiles without land, for trying the product out." |
*
* @param {Maps_Demo_TilesInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const maps_demo_tiles = /** @type {((inputs?: Maps_Demo_TilesInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maps_Demo_TilesInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_maps_demo_tiles(inputs)
	if (locale === "de") return de_maps_demo_tiles(inputs)
	if (locale === "fr") return fr_maps_demo_tiles(inputs)
	if (locale === "zh-Hans") return zh_hans1_maps_demo_tiles(inputs)
	return en_maps_demo_tiles(inputs)
});