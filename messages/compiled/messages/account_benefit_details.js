/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Benefit_DetailsInputs */

const en_account_benefit_details = /** @type {(inputs: Account_Benefit_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access detailed species information`)
};

const es_account_benefit_details = /** @type {(inputs: Account_Benefit_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accede a información detallada de cada especie`)
};

const de_account_benefit_details = /** @type {(inputs: Account_Benefit_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausführliche Infos zu jeder Art`)
};

const fr_account_benefit_details = /** @type {(inputs: Account_Benefit_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accédez à des fiches détaillées sur les espèces`)
};

const zh_hans1_account_benefit_details = /** @type {(inputs: Account_Benefit_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看详细的物种信息`)
};

/**
* | output |
* | --- |
* | "Access detailed species information" |
*
* @param {Account_Benefit_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_benefit_details = /** @type {((inputs?: Account_Benefit_DetailsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Benefit_DetailsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_benefit_details(inputs)
	if (locale === "de") return de_account_benefit_details(inputs)
	if (locale === "fr") return fr_account_benefit_details(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_benefit_details(inputs)
	return en_account_benefit_details(inputs)
});