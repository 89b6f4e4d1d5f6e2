/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Site_ZoneInputs */

const en_dives_site_zone = /** @type {(inputs: Dives_Site_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The dive site's time zone`)
};

const es_dives_site_zone = /** @type {(inputs: Dives_Site_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La zona horaria del punto de inmersión`)
};

const de_dives_site_zone = /** @type {(inputs: Dives_Site_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zeitzone des Tauchplatzes`)
};

const fr_dives_site_zone = /** @type {(inputs: Dives_Site_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le fuseau horaire du site de plongée`)
};

const zh_hans1_dives_site_zone = /** @type {(inputs: Dives_Site_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`潜点所在时区`)
};

/**
* | output |
* | --- |
* | "The dive site's time zone" |
*
* @param {Dives_Site_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_site_zone = /** @type {((inputs?: Dives_Site_ZoneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Site_ZoneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_site_zone(inputs)
	if (locale === "de") return de_dives_site_zone(inputs)
	if (locale === "fr") return fr_dives_site_zone(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_site_zone(inputs)
	return en_dives_site_zone(inputs)
});