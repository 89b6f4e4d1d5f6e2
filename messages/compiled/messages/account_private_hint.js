/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Private_HintInputs */

const en_account_private_hint = /** @type {(inputs: Account_Private_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your photo stays private: it never appears on public species pages.`)
};

const es_account_private_hint = /** @type {(inputs: Account_Private_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu foto sigue siendo privada: nunca aparece en las páginas públicas de especies.`)
};

const de_account_private_hint = /** @type {(inputs: Account_Private_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Foto bleibt privat: Es erscheint nie auf öffentlichen Artenseiten.`)
};

const fr_account_private_hint = /** @type {(inputs: Account_Private_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre photo reste privée : elle n’apparaît jamais sur les pages publiques des espèces.`)
};

const zh_hans1_account_private_hint = /** @type {(inputs: Account_Private_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的照片保持私密：它不会出现在公开的物种页面上。`)
};

/**
* | output |
* | --- |
* | "Your photo stays private: it never appears on public species pages." |
*
* @param {Account_Private_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_private_hint = /** @type {((inputs?: Account_Private_HintInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Private_HintInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_private_hint(inputs)
	if (locale === "de") return de_account_private_hint(inputs)
	if (locale === "fr") return fr_account_private_hint(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_private_hint(inputs)
	return en_account_private_hint(inputs)
});