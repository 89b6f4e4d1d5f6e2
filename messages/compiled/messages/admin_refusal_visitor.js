/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Refusal_VisitorInputs */

const en_admin_refusal_visitor = /** @type {(inputs: Admin_Refusal_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This identification belongs to a visitor without an account; it can be published only once an account claims it and allows it.`)
};

const es_admin_refusal_visitor = /** @type {(inputs: Admin_Refusal_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta identificación es de un visitante sin cuenta; solo se puede publicar cuando una cuenta la reclame y lo permita.`)
};

const de_admin_refusal_visitor = /** @type {(inputs: Admin_Refusal_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bestimmung gehört einem Besucher ohne Konto; sie kann erst veröffentlicht werden, wenn ein Konto sie übernimmt und es erlaubt.`)
};

const fr_admin_refusal_visitor = /** @type {(inputs: Admin_Refusal_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette identification appartient à un visiteur sans compte : elle ne pourra être publiée qu’une fois rattachée à un compte qui l’autorise.`)
};

const zh_hans1_admin_refusal_visitor = /** @type {(inputs: Admin_Refusal_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这条识别属于没有账户的访客；只有在某个账户认领并允许后才能发布。`)
};

/**
* | output |
* | --- |
* | "This identification belongs to a visitor without an account; it can be published only once an account claims it and allows it." |
*
* @param {Admin_Refusal_VisitorInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_refusal_visitor = /** @type {((inputs?: Admin_Refusal_VisitorInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Refusal_VisitorInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_refusal_visitor(inputs)
	if (locale === "de") return de_admin_refusal_visitor(inputs)
	if (locale === "fr") return fr_admin_refusal_visitor(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_refusal_visitor(inputs)
	return en_admin_refusal_visitor(inputs)
});