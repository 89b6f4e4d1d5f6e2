/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Profile_TitleInputs */

const en_dives_profile_title = /** @type {(inputs: Dives_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Depth profile`)
};

const es_dives_profile_title = /** @type {(inputs: Dives_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil de profundidad`)
};

const de_dives_profile_title = /** @type {(inputs: Dives_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiefenprofil`)
};

const fr_dives_profile_title = /** @type {(inputs: Dives_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil de plongée`)
};

const zh_hans1_dives_profile_title = /** @type {(inputs: Dives_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`深度曲线`)
};

/**
* | output |
* | --- |
* | "Depth profile" |
*
* @param {Dives_Profile_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_profile_title = /** @type {((inputs?: Dives_Profile_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Profile_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_profile_title(inputs)
	if (locale === "de") return de_dives_profile_title(inputs)
	if (locale === "fr") return fr_dives_profile_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_profile_title(inputs)
	return en_dives_profile_title(inputs)
});