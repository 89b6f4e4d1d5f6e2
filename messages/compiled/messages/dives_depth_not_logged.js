/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Depth_Not_LoggedInputs */

const en_dives_depth_not_logged = /** @type {(inputs: Dives_Depth_Not_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not logged`)
};

const es_dives_depth_not_logged = /** @type {(inputs: Dives_Depth_Not_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no registrada`)
};

const de_dives_depth_not_logged = /** @type {(inputs: Dives_Depth_Not_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nicht aufgezeichnet`)
};

const fr_dives_depth_not_logged = /** @type {(inputs: Dives_Depth_Not_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non enregistrée`)
};

const zh_hans1_dives_depth_not_logged = /** @type {(inputs: Dives_Depth_Not_LoggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未记录`)
};

/**
* | output |
* | --- |
* | "not logged" |
*
* @param {Dives_Depth_Not_LoggedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_depth_not_logged = /** @type {((inputs?: Dives_Depth_Not_LoggedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Depth_Not_LoggedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_depth_not_logged(inputs)
	if (locale === "de") return de_dives_depth_not_logged(inputs)
	if (locale === "fr") return fr_dives_depth_not_logged(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_depth_not_logged(inputs)
	return en_dives_depth_not_logged(inputs)
});