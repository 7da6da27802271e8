/**
 * Action verbs a resume bullet may open with: the verbs resume guides list for accomplishment
 * statements, plus those of public-safety, clinical, library and trades work. The evaluation
 * (eval/metrics.ts) checks every bullet against this list, and the built-in engine replaces an
 * opening verb that is not on it (polish.ts).
 */
export const ACTION_VERBS: ReadonlySet<string> = new Set(
  (
    "accelerate accomplish achieve acquire adapt address adjudicate administer advance advise advocate align allocate analyze " +
    "apply appraise approve arbitrate arrange assemble assess assign assist audit author authorize automate award balance " +
    "brief budget build calculate catalog certify chair champion classify coach code collaborate collect communicate compile " +
    "complete compute conduct configure consolidate construct consult contract control convene convert coordinate correspond " +
    "counsel create curate decrease define delegate deliver demonstrate deploy design detect determine develop devise diagnose " +
    "direct dispatch disseminate distribute document draft drive edit educate eliminate enable enforce engage engineer enhance " +
    "ensure establish estimate evaluate examine execute expand expedite facilitate file finalize forecast formulate foster " +
    "gather generate guide handle head identify implement improve increase influence inform initiate inspect install instruct " +
    "integrate interpret interview introduce investigate issue launch lead liaise log maintain manage map measure mediate " +
    "mentor migrate minimize mitigate mobilize model modernize modify monitor motivate negotiate notify observe obtain onboard " +
    "operate optimize orchestrate organize oversee partner patrol perform pilot plan prepare present preserve prevent " +
    "prioritize process procure produce program promote propose prosecute protect provide publish purchase qualify quantify " +
    "reconcile record recommend recruit redesign reduce refer refine regulate rehabilitate remediate render report represent " +
    "research resolve respond restore restructure review revise safeguard schedule screen secure select serve settle shape " +
    "simplify solicit solve source spearhead staff standardize steer streamline strengthen structure study submit summarize " +
    "supervise support survey sustain synthesize tailor target teach test track train transform translate triage " +
    "troubleshoot update upgrade validate verify write oversee respond apprehend detain search canvass de-escalate treat " +
    "administer vaccinate assess answer route dispatch sample clean repair replace operate drive transport inspect enforce " +
    "testify interview counsel refer place screen prepare maintain process verify reconcile post compile handle " +
    "catalog digitize archive circulate acquire weed instruct read tutor mentor present host run hold keep meet seek sell " +
    "set win write cut take give make bring speak teach buy find show draw build lead oversee undertake rebuild rewrite " +
    "respond prepare design deliver partner collaborate monitor triage examine certify license permit approve deny adjudicate " +
    "investigate uncover gather assist answer greet schedule type enter update archive retrieve brief escort restrain " +
    "trace contribute carry precept orient staff recover seize execute arrest cite patrol " +
    // Trades, clinical and public-safety duties a resume states as they are ("Dispensed medications").
    "paint lubricate plow pave patch restock dispense sterilize immunize evacuate rescue " +
    "fingerprint interrogate interdict disburse print winterize preside decommission invoice"
  ).split(/\s+/),
);
