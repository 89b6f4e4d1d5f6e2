/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Chart_EmptyInputs */

const en_admin_chart_empty = /** @type {(inputs: Admin_Chart_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No confidence bucket has a verified sighting yet.`)
};

const es_admin_chart_empty = /** @type {(inputs: Admin_Chart_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún tramo de confianza tiene aún un avistamiento verificado.`)
};

const de_admin_chart_empty = /** @type {(inputs: Admin_Chart_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Sicherheitsstufe hat eine geprüfte Sichtung.`)
};

const fr_admin_chart_empty = /** @type {(inputs: Admin_Chart_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune tranche de confiance n’a encore d’observation vérifiée.`)
};

const zh_hans1_admin_chart_empty = /** @type {(inputs: Admin_Chart_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`还没有任何置信度区间包含已核实的目击记录。`)
};

/**
* | output |
* | --- |
* | "No confidence bucket has a verified sighting yet." |
*
* @param {Admin_Chart_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_chart_empty = /** @type {((inputs?: Admin_Chart_EmptyInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Chart_EmptyInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_chart_empty(inputs)
	if (locale === "de") return de_admin_chart_empty(inputs)
	if (locale === "fr") return fr_admin_chart_empty(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_chart_empty(inputs)
	return en_admin_chart_empty(inputs)
});