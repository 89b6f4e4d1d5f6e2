/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Loading_ProfileInputs */

const en_account_loading_profile = /** @type {(inputs: Account_Loading_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading profile...`)
};

const es_account_loading_profile = /** @type {(inputs: Account_Loading_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando el perfil…`)
};

const de_account_loading_profile = /** @type {(inputs: Account_Loading_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil wird geladen…`)
};

const fr_account_loading_profile = /** @type {(inputs: Account_Loading_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du profil…`)
};

const zh_hans1_account_loading_profile = /** @type {(inputs: Account_Loading_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载个人资料…`)
};

/**
* | output |
* | --- |
* | "Loading profile..." |
*
* @param {Account_Loading_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_loading_profile = /** @type {((inputs?: Account_Loading_ProfileInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Loading_ProfileInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_loading_profile(inputs)
	if (locale === "de") return de_account_loading_profile(inputs)
	if (locale === "fr") return fr_account_loading_profile(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_loading_profile(inputs)
	return en_account_loading_profile(inputs)
});