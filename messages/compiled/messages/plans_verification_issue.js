/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Verification_IssueInputs */

const en_plans_verification_issue = /** @type {(inputs: Plans_Verification_IssueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification Issue`)
};

const es_plans_verification_issue = /** @type {(inputs: Plans_Verification_IssueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problema de verificación`)
};

const de_plans_verification_issue = /** @type {(inputs: Plans_Verification_IssueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problem bei der Prüfung`)
};

const fr_plans_verification_issue = /** @type {(inputs: Plans_Verification_IssueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problème de vérification`)
};

const zh_hans1_plans_verification_issue = /** @type {(inputs: Plans_Verification_IssueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`验证问题`)
};

/**
* | output |
* | --- |
* | "Verification Issue" |
*
* @param {Plans_Verification_IssueInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const plans_verification_issue = /** @type {((inputs?: Plans_Verification_IssueInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Verification_IssueInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_verification_issue(inputs)
	if (locale === "de") return de_plans_verification_issue(inputs)
	if (locale === "fr") return fr_plans_verification_issue(inputs)
	if (locale === "zh-Hans") return zh_hans1_plans_verification_issue(inputs)
	return en_plans_verification_issue(inputs)
});