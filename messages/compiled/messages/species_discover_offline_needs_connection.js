/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Species_Discover_Offline_Needs_ConnectionInputs */

const en_species_discover_offline_needs_connection = /** @type {(inputs: Species_Discover_Offline_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline: this search needs a connection. Search again when you're connected.`)
};

const es_species_discover_offline_needs_connection = /** @type {(inputs: Species_Discover_Offline_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin conexión: esta búsqueda necesita conexión. Vuelve a buscar cuando tengas conexión.`)
};

const de_species_discover_offline_needs_connection = /** @type {(inputs: Species_Discover_Offline_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline: Für diese Suche brauchst du eine Verbindung. Suche erneut, wenn du verbunden bist.`)
};

const fr_species_discover_offline_needs_connection = /** @type {(inputs: Species_Discover_Offline_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hors ligne : cette recherche a besoin d’une connexion. Relancez-la une fois connecté.`)
};

const zh_hans1_species_discover_offline_needs_connection = /** @type {(inputs: Species_Discover_Offline_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`离线：此搜索需要联网。联网后请再次搜索。`)
};

/**
* | output |
* | --- |
* | "Offline: this search needs a connection. Search again when you're connected." |
*
* @param {Species_Discover_Offline_Needs_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const species_discover_offline_needs_connection = /** @type {((inputs?: Species_Discover_Offline_Needs_ConnectionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Species_Discover_Offline_Needs_ConnectionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_species_discover_offline_needs_connection(inputs)
	if (locale === "de") return de_species_discover_offline_needs_connection(inputs)
	if (locale === "fr") return fr_species_discover_offline_needs_connection(inputs)
	if (locale === "zh-Hans") return zh_hans1_species_discover_offline_needs_connection(inputs)
	return en_species_discover_offline_needs_connection(inputs)
});