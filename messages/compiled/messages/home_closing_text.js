/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Closing_TextInputs */

const en_home_closing_text = /** @type {(inputs: Home_Closing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your first identifications are free. No card, no app to install.`)
};

const es_home_closing_text = /** @type {(inputs: Home_Closing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus primeras identificaciones son gratis. Sin tarjeta y sin instalar nada.`)
};

const de_home_closing_text = /** @type {(inputs: Home_Closing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine ersten Bestimmungen sind kostenlos. Keine Karte, keine App zum Installieren.`)
};

const fr_home_closing_text = /** @type {(inputs: Home_Closing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos premières identifications sont gratuites. Sans carte bancaire, sans application à installer.`)
};

const zh_hans1_home_closing_text = /** @type {(inputs: Home_Closing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`前几次识别免费。无需银行卡，无需安装应用。`)
};

/**
* | output |
* | --- |
* | "Your first identifications are free. No card, no app to install." |
*
* @param {Home_Closing_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_closing_text = /** @type {((inputs?: Home_Closing_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Closing_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_closing_text(inputs)
	if (locale === "de") return de_home_closing_text(inputs)
	if (locale === "fr") return fr_home_closing_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_home_closing_text(inputs)
	return en_home_closing_text(inputs)
});