/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Site_PinInputs */

const en_dives_site_pin = /** @type {(inputs: Dives_Site_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map: click or tap to pin the dive site`)
};

const es_dives_site_pin = /** @type {(inputs: Dives_Site_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mapa: haz clic o toca para marcar el punto de inmersión`)
};

const de_dives_site_pin = /** @type {(inputs: Dives_Site_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte: klicke oder tippe, um den Tauchplatz zu markieren`)
};

const fr_dives_site_pin = /** @type {(inputs: Dives_Site_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte : cliquez ou touchez pour placer le site de plongée`)
};

const zh_hans1_dives_site_pin = /** @type {(inputs: Dives_Site_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地图：点击以标记潜点`)
};

/**
* | output |
* | --- |
* | "Map: click or tap to pin the dive site" |
*
* @param {Dives_Site_PinInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_site_pin = /** @type {((inputs?: Dives_Site_PinInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Site_PinInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_site_pin(inputs)
	if (locale === "de") return de_dives_site_pin(inputs)
	if (locale === "fr") return fr_dives_site_pin(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_site_pin(inputs)
	return en_dives_site_pin(inputs)
});