/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Species_Discover_Offline_FoundInputs */

const en_species_discover_offline_found = /** @type {(inputs: Species_Discover_Offline_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} species found. Offline: searched the names this device keeps.`)
};

const es_species_discover_offline_found = /** @type {(inputs: Species_Discover_Offline_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} especies encontradas. Sin conexión: se buscó en los nombres guardados en este dispositivo.`)
};

const de_species_discover_offline_found = /** @type {(inputs: Species_Discover_Offline_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Arten gefunden. Offline: in den auf diesem Gerät gespeicherten Namen gesucht.`)
};

const fr_species_discover_offline_found = /** @type {(inputs: Species_Discover_Offline_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} espèces trouvées. Hors ligne : recherche dans les noms gardés sur cet appareil.`)
};

const zh_hans1_species_discover_offline_found = /** @type {(inputs: Species_Discover_Offline_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`找到 ${i?.count} 个物种。离线：已在本设备保存的名称中搜索。`)
};

/**
* | output |
* | --- |
* | "{count} species found. Offline: searched the names this device keeps." |
*
* @param {Species_Discover_Offline_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_discover_offline_found = /** @type {((inputs: Species_Discover_Offline_FoundInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Discover_Offline_FoundInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_discover_offline_found(inputs)
	if (locale === "de") return de_species_discover_offline_found(inputs)
	if (locale === "fr") return fr_species_discover_offline_found(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_discover_offline_found(inputs)
	return en_species_discover_offline_found(inputs)
});