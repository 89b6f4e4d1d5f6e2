/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Dives_Site_No_PositionInputs */

const en_dives_site_no_position = /** @type {(inputs: Dives_Site_No_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, no position given`)
};

const es_dives_site_no_position = /** @type {(inputs: Dives_Site_No_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, sin posición`)
};

const de_dives_site_no_position = /** @type {(inputs: Dives_Site_No_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, keine Position angegeben`)
};

const fr_dives_site_no_position = /** @type {(inputs: Dives_Site_No_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, aucune position indiquée`)
};

const zh_hans1_dives_site_no_position = /** @type {(inputs: Dives_Site_No_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}，未填写位置`)
};

/**
* | output |
* | --- |
* | "{name}, no position given" |
*
* @param {Dives_Site_No_PositionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_site_no_position = /** @type {((inputs: Dives_Site_No_PositionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Site_No_PositionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_site_no_position(inputs)
	if (locale === "de") return de_dives_site_no_position(inputs)
	if (locale === "fr") return fr_dives_site_no_position(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_site_no_position(inputs)
	return en_dives_site_no_position(inputs)
});