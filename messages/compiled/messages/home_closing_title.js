/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Closing_TitleInputs */

const en_home_closing_title = /** @type {(inputs: Home_Closing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start exploring marine life today`)
};

const es_home_closing_title = /** @type {(inputs: Home_Closing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza hoy a explorar la vida marina`)
};

const de_home_closing_title = /** @type {(inputs: Home_Closing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entdecke noch heute das Leben im Meer`)
};

const fr_home_closing_title = /** @type {(inputs: Home_Closing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partez dès aujourd’hui à la découverte de la vie marine`)
};

const zh_hans1_home_closing_title = /** @type {(inputs: Home_Closing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`今天就开始探索海洋生物`)
};

/**
* | output |
* | --- |
* | "Start exploring marine life today" |
*
* @param {Home_Closing_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_closing_title = /** @type {((inputs?: Home_Closing_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Closing_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_closing_title(inputs)
	if (locale === "de") return de_home_closing_title(inputs)
	if (locale === "fr") return fr_home_closing_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_home_closing_title(inputs)
	return en_home_closing_title(inputs)
});