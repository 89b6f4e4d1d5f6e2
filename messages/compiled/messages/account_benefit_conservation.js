/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Benefit_ConservationInputs */

const en_account_benefit_conservation = /** @type {(inputs: Account_Benefit_ConservationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learn the conservation status of each species`)
};

const es_account_benefit_conservation = /** @type {(inputs: Account_Benefit_ConservationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conoce el estado de conservación de cada especie`)
};

const de_account_benefit_conservation = /** @type {(inputs: Account_Benefit_ConservationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erfahre den Schutzstatus jeder Art`)
};

const fr_account_benefit_conservation = /** @type {(inputs: Account_Benefit_ConservationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrez le statut de conservation de chaque espèce`)
};

const zh_hans1_account_benefit_conservation = /** @type {(inputs: Account_Benefit_ConservationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`了解每个物种的保护状况`)
};

/**
* | output |
* | --- |
* | "Learn the conservation status of each species" |
*
* @param {Account_Benefit_ConservationInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_benefit_conservation = /** @type {((inputs?: Account_Benefit_ConservationInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Benefit_ConservationInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_benefit_conservation(inputs)
	if (locale === "de") return de_account_benefit_conservation(inputs)
	if (locale === "fr") return fr_account_benefit_conservation(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_benefit_conservation(inputs)
	return en_account_benefit_conservation(inputs)
});