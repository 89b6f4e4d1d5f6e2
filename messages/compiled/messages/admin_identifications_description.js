/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Identifications_DescriptionInputs */

const en_admin_identifications_description = /** @type {(inputs: Admin_Identifications_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View and manage species identifications - published identifications appear on public SEO pages`)
};

const es_admin_identifications_description = /** @type {(inputs: Admin_Identifications_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consulta y gestiona las identificaciones de especies; las publicadas aparecen en páginas públicas`)
};

const de_admin_identifications_description = /** @type {(inputs: Admin_Identifications_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artbestimmungen ansehen und verwalten – veröffentlichte erscheinen auf öffentlichen Seiten`)
};

const fr_admin_identifications_description = /** @type {(inputs: Admin_Identifications_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consulter et gérer les identifications d’espèces ; celles qui sont publiées apparaissent sur des pages publiques`)
};

const zh_hans1_admin_identifications_description = /** @type {(inputs: Admin_Identifications_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看和管理物种识别；已发布的识别会出现在公开页面上`)
};

/**
* | output |
* | --- |
* | "View and manage species identifications - published identifications appear on public SEO pages" |
*
* @param {Admin_Identifications_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_identifications_description = /** @type {((inputs?: Admin_Identifications_DescriptionInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Identifications_DescriptionInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_identifications_description(inputs)
	if (locale === "de") return de_admin_identifications_description(inputs)
	if (locale === "fr") return fr_admin_identifications_description(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_identifications_description(inputs)
	return en_admin_identifications_description(inputs)
});