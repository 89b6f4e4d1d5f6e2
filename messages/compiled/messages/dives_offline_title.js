/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Offline_TitleInputs */

const en_dives_offline_title = /** @type {(inputs: Dives_Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This dive needs a connection`)
};

const es_dives_offline_title = /** @type {(inputs: Dives_Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta inmersión necesita conexión`)
};

const de_dives_offline_title = /** @type {(inputs: Dives_Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für diesen Tauchgang brauchst du eine Verbindung`)
};

const fr_dives_offline_title = /** @type {(inputs: Dives_Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette plongée nécessite une connexion`)
};

const zh_hans1_dives_offline_title = /** @type {(inputs: Dives_Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看此潜水需要联网`)
};

/**
* | output |
* | --- |
* | "This dive needs a connection" |
*
* @param {Dives_Offline_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_offline_title = /** @type {((inputs?: Dives_Offline_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Offline_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_offline_title(inputs)
	if (locale === "de") return de_dives_offline_title(inputs)
	if (locale === "fr") return fr_dives_offline_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_offline_title(inputs)
	return en_dives_offline_title(inputs)
});