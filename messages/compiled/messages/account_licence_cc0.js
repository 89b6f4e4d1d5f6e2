/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Licence_Cc0Inputs */

const en_account_licence_cc0 = /** @type {(inputs: Account_Licence_Cc0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no rights kept: anyone may reuse it freely`)
};

const es_account_licence_cc0 = /** @type {(inputs: Account_Licence_Cc0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin derechos reservados: cualquiera puede reutilizarla libremente`)
};

const de_account_licence_cc0 = /** @type {(inputs: Account_Licence_Cc0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keine Rechte vorbehalten: Jeder darf es frei weiterverwenden`)
};

const fr_account_licence_cc0 = /** @type {(inputs: Account_Licence_Cc0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucun droit réservé : chacun peut la réutiliser librement`)
};

const zh_hans1_account_licence_cc0 = /** @type {(inputs: Account_Licence_Cc0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不保留任何权利：任何人都可自由再利用`)
};

/**
* | output |
* | --- |
* | "no rights kept: anyone may reuse it freely" |
*
* @param {Account_Licence_Cc0Inputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_licence_cc0 = /** @type {((inputs?: Account_Licence_Cc0Inputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Licence_Cc0Inputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_licence_cc0(inputs)
	if (locale === "de") return de_account_licence_cc0(inputs)
	if (locale === "fr") return fr_account_licence_cc0(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_licence_cc0(inputs)
	return en_account_licence_cc0(inputs)
});