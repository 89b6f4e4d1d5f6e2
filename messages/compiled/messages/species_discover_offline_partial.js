/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Discover_Offline_PartialInputs */

const en_species_discover_offline_partial = /** @type {(inputs: Species_Discover_Offline_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline: showing what this device has. Search again when you're connected.`)
};

const es_species_discover_offline_partial = /** @type {(inputs: Species_Discover_Offline_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin conexión: se muestra lo que tiene este dispositivo. Vuelve a buscar cuando tengas conexión.`)
};

const de_species_discover_offline_partial = /** @type {(inputs: Species_Discover_Offline_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline: Es wird gezeigt, was dieses Gerät hat. Suche erneut, wenn du verbunden bist.`)
};

const fr_species_discover_offline_partial = /** @type {(inputs: Species_Discover_Offline_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hors ligne : voici ce que cet appareil a gardé. Relancez la recherche une fois connecté.`)
};

const zh_hans1_species_discover_offline_partial = /** @type {(inputs: Species_Discover_Offline_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`离线：显示本设备已有的内容。联网后请再次搜索。`)
};

/**
* | output |
* | --- |
* | "Offline: showing what this device has. Search again when you're connected." |
*
* @param {Species_Discover_Offline_PartialInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_discover_offline_partial = /** @type {((inputs?: Species_Discover_Offline_PartialInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Discover_Offline_PartialInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_discover_offline_partial(inputs)
	if (locale === "de") return de_species_discover_offline_partial(inputs)
	if (locale === "fr") return fr_species_discover_offline_partial(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_discover_offline_partial(inputs)
	return en_species_discover_offline_partial(inputs)
});