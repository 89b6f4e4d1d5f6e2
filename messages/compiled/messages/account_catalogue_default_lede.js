/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Catalogue_Default_LedeInputs */

const en_account_catalogue_default_lede = /** @type {(inputs: Account_Catalogue_Default_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The choice each new identification starts with. You can change it for any photo on its page.`)
};

const es_account_catalogue_default_lede = /** @type {(inputs: Account_Catalogue_Default_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La opción con la que empieza cada nueva identificación. Puedes cambiarla para cualquier foto en su página.`)
};

const de_account_catalogue_default_lede = /** @type {(inputs: Account_Catalogue_Default_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Auswahl, mit der jede neue Bestimmung beginnt. Du kannst sie für jedes Foto auf seiner Seite ändern.`)
};

const fr_account_catalogue_default_lede = /** @type {(inputs: Account_Catalogue_Default_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le choix de départ de chaque nouvelle identification. Vous pouvez le changer pour chaque photo sur sa page.`)
};

const zh_hans1_account_catalogue_default_lede = /** @type {(inputs: Account_Catalogue_Default_LedeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每次新识别的初始选择。你可以在任一照片的页面上更改它。`)
};

/**
* | output |
* | --- |
* | "The choice each new identification starts with. You can change it for any photo on its page." |
*
* @param {Account_Catalogue_Default_LedeInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_catalogue_default_lede = /** @type {((inputs?: Account_Catalogue_Default_LedeInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Catalogue_Default_LedeInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_catalogue_default_lede(inputs)
	if (locale === "de") return de_account_catalogue_default_lede(inputs)
	if (locale === "fr") return fr_account_catalogue_default_lede(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_catalogue_default_lede(inputs)
	return en_account_catalogue_default_lede(inputs)
});