/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Profile_ChartInputs */

const en_dives_profile_chart = /** @type {(inputs: Dives_Profile_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Depth profile: time across, depth downward`)
};

const es_dives_profile_chart = /** @type {(inputs: Dives_Profile_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil de profundidad: el tiempo en horizontal, la profundidad hacia abajo`)
};

const de_dives_profile_chart = /** @type {(inputs: Dives_Profile_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiefenprofil: Zeit nach rechts, Tiefe nach unten`)
};

const fr_dives_profile_chart = /** @type {(inputs: Dives_Profile_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil de plongée : le temps en abscisse, la profondeur vers le bas`)
};

const zh_hans1_dives_profile_chart = /** @type {(inputs: Dives_Profile_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`深度曲线：横向为时间，向下为深度`)
};

/**
* | output |
* | --- |
* | "Depth profile: time across, depth downward" |
*
* @param {Dives_Profile_ChartInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_profile_chart = /** @type {((inputs?: Dives_Profile_ChartInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Profile_ChartInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_profile_chart(inputs)
	if (locale === "de") return de_dives_profile_chart(inputs)
	if (locale === "fr") return fr_dives_profile_chart(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_profile_chart(inputs)
	return en_dives_profile_chart(inputs)
});