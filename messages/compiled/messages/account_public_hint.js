/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ meaning: NonNullable<unknown> }} Account_Public_HintInputs */

const en_account_public_hint = /** @type {(inputs: Account_Public_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your photo may appear on public species pages, credited to you; ${i?.meaning}.`)
};

const es_account_public_hint = /** @type {(inputs: Account_Public_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu foto puede aparecer en las páginas públicas de especies, con tu nombre; ${i?.meaning}.`)
};

const de_account_public_hint = /** @type {(inputs: Account_Public_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Foto darf auf öffentlichen Artenseiten erscheinen, mit deinem Namen; ${i?.meaning}.`)
};

const fr_account_public_hint = /** @type {(inputs: Account_Public_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre photo peut apparaître sur les pages publiques des espèces, à votre nom ; ${i?.meaning}.`)
};

const zh_hans1_account_public_hint = /** @type {(inputs: Account_Public_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你的照片可能出现在公开的物种页面上，并署你的名字；${i?.meaning}。`)
};

/**
* | output |
* | --- |
* | "Your photo may appear on public species pages, credited to you; {meaning}." |
*
* @param {Account_Public_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_public_hint = /** @type {((inputs: Account_Public_HintInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Public_HintInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_public_hint(inputs)
	if (locale === "de") return de_account_public_hint(inputs)
	if (locale === "fr") return fr_account_public_hint(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_public_hint(inputs)
	return en_account_public_hint(inputs)
});